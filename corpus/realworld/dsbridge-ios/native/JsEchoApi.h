//
//  JsEchoApi.h
//  dsbridge
//
//  Created by du on 2018/2/1.
//  Copyright © 2018年 杜文. All rights reserved.
//

#import <Foundation/Foundation.h>

@interface JsEchoApi : NSObject

@end
