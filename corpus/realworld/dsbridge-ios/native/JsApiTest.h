//
//  JsApiTest.h
//  dspider
//
//  Created by 杜文 on 16/12/30.
//  Copyright © 2016年 杜文. All rights reserved.
//

#import <Foundation/Foundation.h>
#import "dsbridge.h"

@interface JsApiTest : NSObject

@end
